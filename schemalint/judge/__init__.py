"""Stage 4, judge: what the server would refuse and what a change costs (refusals, InnoDB limits,
online DDL, online schema-change tools), read from the model before and after each statement;
never writes it. Imports estimate, replay, read and the kernel."""
