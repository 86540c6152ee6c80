/**
 * A corpus's per-row values as growable typed arrays, one number per slot (issue 25): a JavaScript
 * array of numbers per column held a million boxed or tagged values that every major collection
 * walked; a typed array is one block outside the heap's object graph. `values` grows by doubling, so
 * its length is the capacity: `length` is the number of slots. Read `values` into a local before a
 * loop (it is replaced when the column grows).
 */

type Numbers = Float64Array | Int32Array | Uint32Array | Uint8Array;

class Column<T extends Numbers> {
  length = 0;

  constructor(
    public values: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = this.make(Math.max(16, this.values.length * 2));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  /** The column holding exactly `values` (a snapshot's, snapshot-format.ts): it grows on the next push. */
  restored(values: T): this {
    this.values = values;
    this.length = values.length;
    return this;
  }

  /** The values of the slots, as a view (not a copy). */
  get used(): T {
    return this.values.subarray(0, this.length) as T;
  }

  /** The values at `slots`, in their order: the column of a renumbered corpus, as tight as it can be. */
  picked(slots: Int32Array): this {
    const picked = this.make(Math.max(16, slots.length));
    const values = this.values;
    for (let index = 0; index < slots.length; index++) picked[index] = values[slots[index] as number] as number;
    this.values = picked;
    this.length = slots.length;
    return this;
  }
}

export class FloatColumn extends Column<Float64Array> {
  constructor() {
    super(new Float64Array(16), (size) => new Float64Array(size));
  }
}

export class IntColumn extends Column<Int32Array> {
  constructor() {
    super(new Int32Array(16), (size) => new Int32Array(size));
  }
}

export class UintColumn extends Column<Uint32Array> {
  constructor() {
    super(new Uint32Array(16), (size) => new Uint32Array(size));
  }
}

export class ByteColumn extends Column<Uint8Array> {
  constructor() {
    super(new Uint8Array(16), (size) => new Uint8Array(size));
  }
}
