"""The frozen executable's entry point (PyInstaller runs it as a script, not a module)."""

import sys

from goninkan_desktop.__main__ import main

sys.exit(main())
