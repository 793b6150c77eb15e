"""Train a small policy on a cardtable game with the Gymnasium vector env, then play it against random.

    python examples/train_policy.py --game mewmew --steps 200000     # a few minutes on one CPU core

The policy is a two-layer network over the observation tensor; illegal actions are masked out of
its logits with ``infos["action_mask"]``. It learns by advantage actor-critic (A2C): ``--envs``
games stepped together by ``gymnasium.make_vec`` (same-step autoreset), ``--rollout`` steps each,
n-step returns bootstrapped from the value head. The reward is the game's: +1 win, -1 loss at the
end. Afterwards it plays ``--eval-games`` games against the random agent (greedy), next to the
random policy's own score in the same seats, and prints both win rates. Needs ``pip install
'cardtable[rl,train]'`` (PyTorch on the CPU). ``docs/research.md`` walks through it.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

import gymnasium
import numpy as np
import torch
from torch import nn

import cardtable
import cardtable.adapters.gymnasium  # registers cardtable/<game>-v0


class Policy(nn.Module):
    """Observation tensor -> masked action logits and a state value."""

    def __init__(self, observation_size: int, num_actions: int, hidden: int) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(observation_size, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU()
        )
        self.logits = nn.Linear(hidden, num_actions)
        self.value = nn.Linear(hidden, 1)

    def forward(self, observations: torch.Tensor, masks: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        # Counts run up to 110: log1p keeps the inputs small without hiding a difference.
        features = self.body(
            torch.log1p(observations.clamp(min=0)) - torch.log1p((-observations).clamp(min=0))
        )
        logits = self.logits(features).masked_fill(masks == 0, -1e9)
        return logits, self.value(features).squeeze(-1)


@dataclass
class Report:
    steps: int
    updates: int
    losses: list[float]
    seconds: float


def make_env(game: str, envs: int, opponent: str) -> gymnasium.vector.VectorEnv:
    return gymnasium.make_vec(
        f"cardtable/{game}-v0", num_envs=envs, vectorization_mode="vector_entry_point", opponent=opponent
    )


def sizes(game: str) -> tuple[int, int]:
    """The observation size and the number of actions of ``game``'s env."""
    probe = make_env(game, 1, "random")
    return probe.single_observation_space.shape[0], probe.single_action_space.n


def train(
    policy: Policy,
    game: str,
    steps: int,
    envs: int = 16,
    rollout: int = 16,
    opponent: str = "random",
    lr: float = 1e-3,
    gamma: float = 0.99,
    seed: int = 0,
) -> Report:
    """A2C for ``steps`` agent steps in all; returns the losses of every update."""
    env = make_env(game, envs, opponent)
    optimiser = torch.optim.Adam(policy.parameters(), lr=lr)
    observations, info = env.reset(seed=seed)
    masks = info["action_mask"]
    generator = torch.Generator().manual_seed(seed)
    losses: list[float] = []
    done_steps = 0
    start = time.perf_counter()
    while done_steps < steps:
        log_probs, values, entropies, rewards, dones = [], [], [], [], []
        for _ in range(rollout):
            logits, value = policy(torch.from_numpy(observations), torch.from_numpy(masks))
            distribution = torch.distributions.Categorical(logits=logits)
            probabilities = distribution.probs
            actions = torch.multinomial(probabilities, 1, generator=generator).squeeze(-1)
            observations, reward, terminated, truncated, info = env.step(actions.numpy())
            masks = info["action_mask"]
            log_probs.append(distribution.log_prob(actions))
            entropies.append(distribution.entropy())
            values.append(value)
            rewards.append(torch.as_tensor(reward, dtype=torch.float32))
            dones.append(torch.as_tensor(terminated | truncated, dtype=torch.float32))
            done_steps += envs
        with torch.no_grad():
            _, next_value = policy(torch.from_numpy(observations), torch.from_numpy(masks))
        returns, running = [], next_value
        for reward, done in zip(reversed(rewards), reversed(dones), strict=True):
            running = reward + gamma * running * (1.0 - done)
            returns.append(running)
        returns_t = torch.stack(returns[::-1])
        values_t = torch.stack(values)
        advantages = (returns_t - values_t).detach()
        loss = (
            -(advantages * torch.stack(log_probs)).mean()
            + 0.5 * (returns_t - values_t).pow(2).mean()
            - 0.01 * torch.stack(entropies).mean()
        )
        optimiser.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
        optimiser.step()
        losses.append(float(loss.detach()))
    return Report(done_steps, len(losses), losses, time.perf_counter() - start)


def evaluate(
    policy: Policy | None, game: str, games: int, envs: int = 16, seed: int = 10_000
) -> dict[str, float]:
    """Finished games against the random agent: the policy plays greedily (None: uniformly at random)."""
    env = make_env(game, envs, "random")
    observations, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    results: list[float] = []
    while len(results) < games:
        masks = info["action_mask"]
        if policy is None:
            actions = np.argmax(masks * rng.random(masks.shape), axis=1)
        else:
            with torch.no_grad():
                logits, _ = policy(torch.from_numpy(observations), torch.from_numpy(masks))
            actions = logits.argmax(-1).numpy()
        observations, rewards, terminated, truncated, info = env.step(actions)
        results += rewards[terminated | truncated].tolist()
    results = results[:games]
    return {
        "games": len(results),
        "win_rate": sum(r > 0 for r in results) / len(results),
        "loss_rate": sum(r < 0 for r in results) / len(results),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="mewmew", choices=sorted(cardtable.GAMES))
    parser.add_argument("--steps", type=int, default=200_000, help="agent steps to train for, over all envs")
    parser.add_argument("--envs", type=int, default=16)
    parser.add_argument("--rollout", type=int, default=16)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--opponent", default="random", help="agent spec trained against")
    parser.add_argument("--eval-games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save", help="write the trained weights here (torch.save)")
    args = parser.parse_args(argv)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    policy = Policy(*sizes(args.game), args.hidden)
    report = train(
        policy, args.game, args.steps, args.envs, args.rollout, args.opponent, args.lr, seed=args.seed
    )
    tail = report.losses[-20:]
    print(
        f"trained {report.steps} agent steps, {report.updates} updates in {report.seconds:.0f} s "
        f"({report.steps / report.seconds:,.0f} steps/s with the network); last losses {np.mean(tail):.3f}"
    )
    baseline = evaluate(None, args.game, args.eval_games)
    trained = evaluate(policy, args.game, args.eval_games)
    print(f"random policy vs random: win {baseline['win_rate']:.1%}, loss {baseline['loss_rate']:.1%}")
    print(f"trained policy vs random: win {trained['win_rate']:.1%}, loss {trained['loss_rate']:.1%}")
    if args.save:
        torch.save(policy.state_dict(), args.save)


if __name__ == "__main__":
    main()
