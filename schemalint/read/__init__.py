"""Stage 1, read: text → statements (file:line:col) → sqlglot trees; the dialect's extensions, the
server's grammar, migrations folders. Imports only the kernel (schemalint.model, config, …)."""
