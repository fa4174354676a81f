# Troy Tabletop for large bots: one image, run as many processes as compose.yaml says, each with
# its own SHARD_IDS, all on one PostgreSQL database (DATABASE_URL). A single server does not need
# this: scripts/run and its SQLite file are enough.
FROM python:3.11-slim

# MALLOC_ARENA_MAX: glibc's per-thread malloc arenas make a drawing bot grow; two keep it flat
# (as scripts/run does).
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    MALLOC_ARENA_MAX=2

RUN useradd --create-home --uid 10001 troy
WORKDIR /app

# What pyproject.toml installs: the dependencies first, so a code change keeps their layer.
COPY pyproject.toml README.md ./
COPY bot.py ./
COPY engine engine
COPY render render
COPY cogs cogs
COPY tabletop tabletop
COPY web web
COPY docs/rules docs/rules
COPY locales locales
RUN pip install . \
    && mkdir -p /app/data \
    && chown troy:troy /app/data

USER troy
# The SQLite default (DATABASE_PATH=data/troy.db) still works in a volume here.
VOLUME ["/app/data"]
CMD ["python", "bot.py"]
