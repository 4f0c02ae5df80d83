"""Generate a mysqldump-style schema dump with N tables, for benchmarks.

A realistic mix: 5–30 columns, auto-increment and UUID and composite keys, secondary and
unique indexes, foreign keys, RANGE partitions inside `/*!50100 … */` comments, and the
framing mysqldump writes (conditional SET lines, DROP TABLE IF EXISTS, LOCK TABLES, a few
INSERT rows). Deterministic for a given seed.

    python benchmarks/gen_dump.py 10000 -o /path/dump.sql
    python benchmarks/gen_dump.py 50 --tenants 2000 -o /path/tenants.sql   # schema per tenant
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import TextIO

HEADER = """-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: bench
-- ------------------------------------------------------
-- Server version\t8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;
"""

FOOTER = """/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;
/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed
"""

COLUMN_TYPES = [
    ("int NOT NULL", "0"), ("int DEFAULT NULL", "NULL"), ("bigint unsigned NOT NULL", "1"),
    ("varchar(64) COLLATE utf8mb4_unicode_ci NOT NULL", "'a'"), ("varchar(255) DEFAULT NULL", "NULL"),
    ("char(2) CHARACTER SET ascii NOT NULL", "'xx'"), ("decimal(12,2) NOT NULL DEFAULT '0.00'", "0"),
    ("datetime NOT NULL", "'2024-01-01 00:00:00'"), ("timestamp NULL DEFAULT NULL", "NULL"),
    ("tinyint(1) NOT NULL DEFAULT '0'", "0"), ("text", "NULL"), ("json DEFAULT NULL", "NULL"),
    ("enum('new','paid','shipped') NOT NULL DEFAULT 'new'", "'new'"), ("double DEFAULT NULL", "NULL"),
    ("varbinary(16) DEFAULT NULL", "NULL"), ("date NOT NULL", "'2024-01-01'"),
]


def table_ddl(rng: random.Random, name: str, previous: list[str]) -> tuple[str, list[str]]:
    """CREATE TABLE text (mysqldump's SHOW CREATE TABLE shape) and a sample INSERT's values."""
    kind = rng.random()
    n_cols = rng.randint(5, 30)
    cols: list[str] = []
    values: list[str] = []
    if kind < 0.6:  # auto-increment surrogate
        cols.append("  `id` bigint unsigned NOT NULL AUTO_INCREMENT")
        pk = "`id`"
    elif kind < 0.8:  # UUID text key
        cols.append("  `id` char(36) CHARACTER SET ascii NOT NULL")
        pk = "`id`"
    else:  # composite natural key
        cols.append("  `tenant_id` int unsigned NOT NULL")
        cols.append("  `created_at` datetime(3) NOT NULL")
        pk = "`tenant_id`,`created_at`"
    values.extend(["1"] * len(cols))
    for i in range(len(cols), n_cols):
        ctype, sample = rng.choice(COLUMN_TYPES)
        cols.append(f"  `c{i}` {ctype}")
        values.append(sample)
    col_names = [c.split("`")[1] for c in cols]
    keys = [f"  PRIMARY KEY ({pk})"]
    for j in range(rng.randint(0, 4)):
        col = rng.choice(col_names[1:] or col_names)
        unique = "UNIQUE " if rng.random() < 0.2 else ""
        keys.append(f"  {unique}KEY `k{j}_{col}` (`{col}`)")
    fks = []
    if previous and rng.random() < 0.3 and kind < 0.6:
        parent = rng.choice(previous)
        cols.append("  `parent_id` bigint unsigned DEFAULT NULL")
        values.append("NULL")
        keys.append("  KEY `fk_parent` (`parent_id`)")
        fks.append(f"  CONSTRAINT `fk_{name}_parent` FOREIGN KEY (`parent_id`) REFERENCES `{parent}` (`id`)")
    body = ",\n".join(cols + keys + fks)
    options = "ENGINE=InnoDB AUTO_INCREMENT=1001 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci"
    partition = ""
    if kind >= 0.8 and not fks and rng.random() < 0.5:
        parts = ",\n ".join(
            f"PARTITION p{y}{m:02d} VALUES LESS THAN ('{y}-{m:02d}-01') ENGINE = InnoDB"
            for y in (2024, 2025) for m in range(1, 13)
        )
        partition = f"\n/*!50500 PARTITION BY RANGE  COLUMNS(created_at)\n({parts},\n PARTITION pmax VALUES LESS THAN (MAXVALUE) ENGINE = InnoDB) */"
    ddl = f"CREATE TABLE `{name}` (\n{body}\n) {options}{partition};"
    return ddl, values


def write_table(out: TextIO, name: str, ddl: str, values: list[str], with_data: bool) -> None:
    out.write(f"\n--\n-- Table structure for table `{name}`\n--\n\n")
    out.write(f"DROP TABLE IF EXISTS `{name}`;\n")
    out.write("/*!40101 SET @saved_cs_client     = @@character_set_client */;\n/*!50503 SET character_set_client = utf8mb4 */;\n")
    out.write(ddl + "\n")
    out.write("/*!40101 SET character_set_client = @saved_cs_client */;\n")
    if with_data:
        row = "(" + ",".join(values) + ")"
        out.write(f"\n--\n-- Dumping data for table `{name}`\n--\n\n")
        out.write(f"LOCK TABLES `{name}` WRITE;\n/*!40000 ALTER TABLE `{name}` DISABLE KEYS */;\n")
        out.write(f"INSERT INTO `{name}` VALUES {row},{row};\n")
        out.write(f"/*!40000 ALTER TABLE `{name}` ENABLE KEYS */;\nUNLOCK TABLES;\n")


def generate(out: TextIO, tables: int, tenants: int = 0, seed: int = 42) -> None:
    rng = random.Random(seed)
    out.write(HEADER)
    if tenants:
        # schema per tenant: the same table definitions in every schema
        definitions = []
        names: list[str] = []
        for i in range(tables):
            name = f"t{i:03d}"
            definitions.append((name, *table_ddl(rng, name, names)))
            names.append(name)
        for t in range(tenants):
            schema = f"tenant_{t:05d}"
            out.write(f"\nCREATE DATABASE /*!32312 IF NOT EXISTS*/ `{schema}` /*!40100 DEFAULT CHARACTER SET utf8mb4 */;\nUSE `{schema}`;\n")
            for name, ddl, values in definitions:
                write_table(out, name, ddl, values, with_data=False)
    else:
        out.write("\nCREATE DATABASE /*!32312 IF NOT EXISTS*/ `bench` /*!40100 DEFAULT CHARACTER SET utf8mb4 */;\nUSE `bench`;\n")
        names = []
        for i in range(tables):
            name = f"table_{i:05d}"
            ddl, values = table_ddl(rng, name, names[-50:])
            write_table(out, name, ddl, values, with_data=rng.random() < 0.5)
            names.append(name)
    out.write("\n" + FOOTER)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tables", type=int, help="tables (per tenant schema with --tenants)")
    parser.add_argument("--tenants", type=int, default=0, help="schemas holding the same tables")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("-o", "--output", help="file to write (default stdout)")
    args = parser.parse_args(argv)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as fh:
            generate(fh, args.tables, args.tenants, args.seed)
    else:
        generate(sys.stdout, args.tables, args.tenants, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
