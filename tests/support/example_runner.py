"""Runs many Python examples in one interpreter, one after the other, each as its own __main__.

The counterpart of example-runner.mts (the same protocol with tests/support/examples.ts): a start
marker on stdout and stderr before each example, then one line on stdin, a JSON object of
environment variables the reader has at that moment; after it an end marker with its exit code.
The first example that fails (an exception, or SystemExit with a message or a non-zero code) ends
the run, as it would end a reader's.
"""

import json
import os
import runpy
import sys
import traceback

MARKER = os.environ.get('EXAMPLE_RUNNER_MARKER', '::example-runner::')


def mark(text):
    for stream in (sys.stdout, sys.stderr):
        stream.write(f'\n{MARKER} {text}\n')
        stream.flush()


for index, file in enumerate(json.loads(sys.argv[1])):
    mark(f'start {index}')
    os.environ.update(json.loads(sys.stdin.readline()))
    code = 0
    try:
        runpy.run_path(file, run_name='__main__')
    except SystemExit as exit:
        if isinstance(exit.code, int):
            code = exit.code
        elif exit.code is not None:
            print(exit.code, file=sys.stderr)
            code = 1
    except BaseException:
        traceback.print_exc()
        code = 1
    mark(f'end {index} {code}')
    if code:
        sys.exit(code)
