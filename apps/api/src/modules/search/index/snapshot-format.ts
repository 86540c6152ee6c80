/**
 * The bytes of a search index snapshot (ADR 0019, step 8): named parts, each a typed array or a list
 * of strings, laid end to end and cut into chunks of at most `CHUNK_BYTES` that can be stored and
 * read one at a time (snapshots.ts), so that neither side ever holds a second copy of the whole index.
 *
 * The header (JSON) lists the parts in order with their kind and length; a typed array's bytes are
 * its own (this machine's byte order, which the header records), a string list is its strings joined
 * by NUL in UTF-8 (no text PostgreSQL stores holds a NUL). Each part starts on an 8-byte boundary.
 */

export type NumberArray = Float64Array | Int32Array | Uint32Array | Uint8Array;

export type SnapshotPart = { name: string; array: NumberArray } | { name: string; strings: readonly string[] };

type ArrayKind = "f64" | "i32" | "u32" | "u8";
type PartKind = ArrayKind | "strings";

export interface PartHeader {
  name: string;
  kind: PartKind;
  /** Elements (typed arrays) or strings. */
  length: number;
  /** Bytes before the padding to the next part. */
  bytes: number;
}

export interface SnapshotHeader {
  littleEndian: boolean;
  parts: PartHeader[];
}

/** Bytes per stored chunk: a few round trips per hundred MB, and little held at once. */
export const CHUNK_BYTES = 8 << 20;

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function kindOf(array: NumberArray): ArrayKind {
  if (array instanceof Float64Array) return "f64";
  if (array instanceof Int32Array) return "i32";
  if (array instanceof Uint32Array) return "u32";
  return "u8";
}

const makers: Record<ArrayKind, (length: number) => NumberArray> = {
  f64: (length) => new Float64Array(length),
  i32: (length) => new Int32Array(length),
  u32: (length) => new Uint32Array(length),
  u8: (length) => new Uint8Array(length),
};

const padded = (bytes: number) => (bytes + 7) & ~7;

/** A part's bytes: a view of a typed array's own memory (no copy), or its strings encoded. */
function bytesOf(part: SnapshotPart): Uint8Array {
  if ("array" in part) return new Uint8Array(part.array.buffer, part.array.byteOffset, part.array.byteLength);
  return new TextEncoder().encode(part.strings.join("\u0000"));
}

/**
 * The chunks of a snapshot, then its header. Each part's bytes are made as its turn comes (strings
 * encoded one part at a time, typed arrays read where they stand), so the caller must not change the
 * arrays until the last chunk is taken (corpus.ts hands over arrays nothing writes in place any more),
 * and the header, which lists each part's size, is known once the chunks are.
 */
export function encodeSnapshot(
  parts: SnapshotPart[],
  chunkBytes = CHUNK_BYTES,
): { chunks: () => Generator<Uint8Array>; header: () => SnapshotHeader } {
  const listed: PartHeader[] = [];
  let done = false;
  function* chunks(): Generator<Uint8Array> {
    let chunk = new Uint8Array(chunkBytes);
    let filled = 0;
    for (const part of parts) {
      const bytes = bytesOf(part);
      listed.push({
        name: part.name,
        kind: "array" in part ? kindOf(part.array) : "strings",
        length: "array" in part ? part.array.length : part.strings.length,
        bytes: bytes.length,
      });
      const total = padded(bytes.length);
      for (let at = 0; at < total; ) {
        const take = Math.min(chunkBytes - filled, total - at);
        const end = Math.min(at + take, bytes.length);
        // Past the part's bytes, its padding: the chunk's zeros (every chunk is a fresh array).
        if (end > at) chunk.set(bytes.subarray(at, end), filled);
        filled += take;
        at += take;
        if (filled === chunkBytes) {
          yield chunk;
          chunk = new Uint8Array(chunkBytes);
          filled = 0;
        }
      }
    }
    if (filled > 0) yield chunk.subarray(0, filled);
    done = true;
  }
  const header = (): SnapshotHeader => {
    if (!done) throw new Error("a snapshot's header is known once its last chunk was taken");
    return { littleEndian: LITTLE_ENDIAN, parts: listed };
  };
  return { chunks, header };
}

export type DecodedPart = NumberArray | string[];

/** Reads a restored snapshot's parts by name, of the type the reader expects (it throws otherwise). */
export interface SnapshotReader {
  array<T extends NumberArray>(name: string, type: new (length: number) => T): T;
  strings(name: string): string[];
  /** Is there a part of this name (an optional one: an order not built when the snapshot was taken)? */
  has(name: string): boolean;
}

/** A reader of the parts whose names start with `prefix`. */
export function readerOf(parts: Map<string, DecodedPart>, prefix = ""): SnapshotReader {
  return {
    array<T extends NumberArray>(name: string, type: new (length: number) => T): T {
      const part = parts.get(`${prefix}${name}`);
      if (!(part instanceof type))
        throw new Error(`the snapshot's part ${prefix}${name} is missing or not a ${type.name}`);
      return part;
    },
    strings(name: string): string[] {
      const part = parts.get(`${prefix}${name}`);
      if (!Array.isArray(part)) throw new Error(`the snapshot's part ${prefix}${name} is missing or not text`);
      return part;
    },
    has: (name) => parts.has(`${prefix}${name}`),
  };
}

/**
 * Reads the parts back from the chunks in order: each typed array is made once at its size and filled
 * as the chunks arrive.
 */
export async function decodeSnapshot(
  header: SnapshotHeader,
  chunks: AsyncIterable<Uint8Array>,
): Promise<Map<string, DecodedPart>> {
  if (header.littleEndian !== LITTLE_ENDIAN) throw new Error("the snapshot was written with the other byte order");
  const parts = new Map<string, DecodedPart>();
  let index = 0;
  /** The current part's typed array (null for strings), and the bytes being filled: the array's own, or the text's. */
  let array: NumberArray | null = null;
  let target: Uint8Array | null = null;
  let at = 0;
  const begin = () => {
    while (index < header.parts.length) {
      const part = header.parts[index] as PartHeader;
      array = part.kind === "strings" ? null : makers[part.kind](part.length);
      target = array ? bytesOf({ name: "", array }) : new Uint8Array(part.bytes);
      at = 0;
      if (part.bytes > 0) return;
      finish();
    }
    target = null;
  };
  const finish = () => {
    const part = header.parts[index] as PartHeader;
    if (array) parts.set(part.name, array);
    else {
      const text = new TextDecoder().decode(target ?? new Uint8Array(0));
      parts.set(part.name, part.length === 0 ? [] : text.split("\u0000"));
    }
    index += 1;
  };
  begin();
  // Bytes of the current part's padding still to skip.
  let skip = 0;
  for await (const chunk of chunks) {
    let from = 0;
    while (from < chunk.length) {
      if (skip > 0) {
        const skipped = Math.min(skip, chunk.length - from);
        skip -= skipped;
        from += skipped;
        if (skip === 0) begin();
        continue;
      }
      const current = target as Uint8Array | null;
      if (current === null) throw new Error("the snapshot has more bytes than its header lists");
      const take = Math.min(current.length - at, chunk.length - from);
      current.set(chunk.subarray(from, from + take), at);
      at += take;
      from += take;
      if (at === current.length) {
        const part = header.parts[index] as PartHeader;
        finish();
        skip = padded(part.bytes) - part.bytes;
        if (skip === 0) begin();
      }
    }
  }
  if (index < header.parts.length) throw new Error("the snapshot ended before its last part");
  return parts;
}
