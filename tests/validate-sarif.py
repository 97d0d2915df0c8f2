#!/usr/bin/env python3
"""validate-sarif.py FILE...: validate SARIF logs against the 2.1.0 schema in
tests/data, plus what GitHub code scanning requires beyond the schema (version
2.1.0, ruleId on each result, a startLine in each region, URIs relative with a
base id or absolute file: URIs).  Prints one line per problem; exits 1 if any."""
import json, os, sys
import jsonschema

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "data", "sarif-2.1.0-rtm.5.json")) as f:
    schema = json.load(f)
validator = jsonschema.Draft4Validator(schema)
bad = 0
for path in sys.argv[1:]:
    with open(path) as f:
        log = json.load(f)
    for e in validator.iter_errors(log):
        print(f"{path}: schema: {'/'.join(map(str, e.absolute_path))}: {e.message}")
        bad += 1
    if log.get("version") != "2.1.0":
        print(f"{path}: version is not 2.1.0"); bad += 1
    for run in log.get("runs", []):
        bases = run.get("originalUriBaseIds", {})
        ids = [r["id"] for r in run["tool"]["driver"].get("rules", [])]
        for res in run.get("results", []):
            if res.get("ruleId") not in ids:
                print(f"{path}: result with unknown ruleId {res.get('ruleId')}"); bad += 1
            elif ids.index(res["ruleId"]) != res.get("ruleIndex"):
                print(f"{path}: ruleIndex does not match ruleId"); bad += 1
            if "primaryLocationLineHash" not in res.get("partialFingerprints", {}):
                print(f"{path}: result without partialFingerprints"); bad += 1
            for loc in res.get("locations", []) + res.get("relatedLocations", []):
                pl = loc["physicalLocation"]
                art = pl["artifactLocation"]
                if "uriBaseId" in art:
                    if art["uriBaseId"] not in bases or art["uri"].startswith("/"):
                        print(f"{path}: bad relative uri {art}"); bad += 1
                elif not art["uri"].startswith("file:///"):
                    print(f"{path}: uri neither relative nor file: {art['uri']}"); bad += 1
                if "region" in pl and "startLine" not in pl["region"]:
                    print(f"{path}: region without startLine"); bad += 1
sys.exit(1 if bad else 0)
