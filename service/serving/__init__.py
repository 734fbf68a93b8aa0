"""What serves the app in production under gunicorn: its logs and its metrics directory
(deploy/gunicorn.conf.py holds the settings and names these)."""
