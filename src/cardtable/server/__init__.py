"""The game server (``cardtable serve``): tables two people on two machines play through.

FastAPI on uvicorn, the protocol of PROTOCOL.md / docs/server.md. The engine state lives only here;
every byte a seat is sent is built from that seat's observation, log and legal actions.
"""
