// Creates a new embedded database folder and exits; lib/db/adapter.ts runs it
// in a child process. Creating a folder (PostgreSQL's initdb) grows PGlite's
// memory to about twice what opening an existing folder needs, and a process
// keeps its peak: the server then opens the finished folder at the smaller size.
import { PGlite } from "@electric-sql/pglite";

const db = new PGlite(process.argv[2]);
await db.waitReady;
await db.close();
