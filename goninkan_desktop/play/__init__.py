"""A match at the table without screens: the controller, seats, take-back, hints, record files, and
the session every screen shares.
"""
