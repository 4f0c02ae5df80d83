"""Online DDL: what each schema change will cost on the server, judged before it is replayed.

assessment.py judges a statement (`assess()`: an `AlterAssessment` per table it touches);
clause_costs.py holds what each clause costs on MySQL 8.0/8.4 and MariaDB 10.11, and where
each decision comes from; costs.py the records both speak in (Server, Cost, Action,
AlterAssessment). Rules SL601–SL604 read the records from the RuleContext; they never look at SQL.
"""

# what the pipeline (lint.load) calls, imported only when a statement needs judging
from .assessment import assess, with_final_names
from .costs import Server

__all__ = ["Server", "assess", "with_final_names"]
