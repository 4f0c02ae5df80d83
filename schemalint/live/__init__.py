"""Live mode: read the schema and its statistics from a running MySQL or MariaDB, read-only.

    options = resolve_options(dsn="mysql://dba@db1:3306/shop", ...)   # DSN + option file + env
    with connect(options) as session:                                  # READ ONLY session
        read = read_server(session, Selection.from_options(options))  # → LiveRead(model, snapshot)

Read-only by construction: the session is `SET SESSION TRANSACTION READ ONLY`, and
`Session` refuses to send anything but SELECT, SHOW and SET SESSION. A user with nothing but
`SELECT` and `PROCESS` is enough; what it cannot read (per-index pages without SELECT on
`mysql.innodb_index_stats`, index usage without performance_schema) becomes a note.

Scales: the model comes from one streamed query per information_schema table for all the
selected schemas (TABLES, COLUMNS, STATISTICS, foreign keys), never a round trip per table;
the few partitioned tables, and on MariaDB the JSON columns, are looked up per schema.
On MariaDB `information_schema.TABLES` and `STATISTICS` open every table: the first read
of a server is bounded by how fast it opens tables (≈0.5 ms each, cold), and a server whose
`table_definition_cache` / `table_open_cache` are smaller than its table count opens them
again for each query.

The password is never printed: not in messages, not in `repr`, not in the snapshot.

The steps, one module each: options.py (DSN, option file, environment → ConnectOptions),
session.py (the read-only connection), reader.py (information_schema, mysql.innodb_index_stats
and performance_schema → model and statistics), rows.py (one table's rows → Column, Index,
Partitioning), progress.py (the bar on a terminal); errors.py holds what they raise.
"""
