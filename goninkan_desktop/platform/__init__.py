"""The operating system: folders, atomic files, background processes, the single running copy, the
version.
"""
