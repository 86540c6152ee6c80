CREATE TABLE "health_heartbeat" (
	"id" integer PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone NOT NULL
);
