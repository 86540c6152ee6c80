-- Snapshots of the search index (docs/decisions/0019, step 8; schema.ts searchSnapshots). A cache, so
-- unlogged: its writes skip the WAL (hundreds of MB at a million listings), it is not replicated, and a
-- crash empties it (the next full load writes another). Chunks are stored as they are, not compressed:
-- compressing 8 MB of numbers on every write costs more than the disk it saves.
CREATE UNLOGGED TABLE "search_snapshot_chunks" (
	"snapshot_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "search_snapshot_chunks_snapshot_id_seq_pk" PRIMARY KEY("snapshot_id","seq")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "search_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"format" integer NOT NULL,
	"horizon" "xid8" NOT NULL,
	"header" jsonb NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_snapshot_chunks" ADD CONSTRAINT "search_snapshot_chunks_snapshot_id_search_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."search_snapshots"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "search_snapshot_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;