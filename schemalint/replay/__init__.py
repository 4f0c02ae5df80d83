"""Stage 2, replay: statements applied to the model one by one (build), and what the model alone
tells (insert order, identical schemas, references, select types). Imports read and the kernel."""
