# generated tests (sourced by run.sh)
