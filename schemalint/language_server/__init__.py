"""Front end: the language server (`schemalint server`): the LSP glue (lsp) and what an editor asks
of the pipeline (editor)."""
