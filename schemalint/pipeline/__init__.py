"""Stage 6, pipeline: a command's run — inputs, cache, worker processes, the server's numbers, the
change's scope, fixes — through read, replay, estimate, judge and the rules, to findings.
Nothing here prints."""
