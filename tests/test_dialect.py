"""dialect.install() registers schemalint's keywords into sqlglot's own MySQL tokenizer (a
dialect subclass costs start-up time): the tables it leaves must be the ones a subclass
declaring the same keywords would have had, and the tokenizer must read them."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from tests.helpers import REPO_ROOT


def test_the_registered_keywords_are_what_a_tokenizer_subclass_builds():
    # in a fresh process: here install() has already changed MySQL's tables
    code = textwrap.dedent("""
        from sqlglot.dialects.mysql import MySQL
        from sqlglot.tokens import TokenType

        from schemalint.read import dialect

        class Reference(MySQL.Tokenizer):  # how the extension was once declared
            COMMANDS = MySQL.Tokenizer.COMMANDS - {TokenType.RENAME}
            KEYWORDS = {key: token for key, token in {**MySQL.Tokenizer.KEYWORDS, **dialect.KEYWORDS}.items()
                        if key not in dialect.FOREIGN_TYPE_WORDS}

        assert not MySQL.SUPPORTS_USER_DEFINED_TYPES
        parser = dialect.SchemalintMySQL()  # installs the extensions
        ours = MySQL.Tokenizer
        assert MySQL.SUPPORTS_USER_DEFINED_TYPES
        assert ours.KEYWORDS == Reference.KEYWORDS and list(ours.KEYWORDS) == list(Reference.KEYWORDS)
        assert ours.COMMANDS == Reference.COMMANDS
        assert ours._KEYWORD_TRIE == Reference._KEYWORD_TRIE
        sql = ("CREATE TABLE t (a INT8, b INT3, c MIDDLEINT, d REAL, e LONG VARCHAR, f LONG VARBINARY, "
               "g NATIONAL CHARACTER(3), h NATIONAL VARCHAR(4), i LONG, j INT1, k NATIONAL CHAR); RENAME TABLE a TO b")
        got = [(t.token_type, t.text) for t in parser.dialect.tokenize(sql)]
        assert got == [(t.token_type, t.text) for t in Reference().tokenize(sql)], got
        assert (TokenType.MEDIUMTEXT, "LONG VARCHAR") in got and (TokenType.BIGINT, "INT8") in got
        print("ok")
    """)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")]))}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO_ROOT, env=env,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.endswith("ok\n")
