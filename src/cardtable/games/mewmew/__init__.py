"""Tokyo Mew Mew card game (東京ミュウミュウ カードゲーム): rules, cards and preset decks.

Modules: ``game`` (the Game: flags, card tables, deck regulation, set-up), ``state`` (the flat
position and the rules loop), ``rules`` (one function per step, battle, wins), ``decisions`` (legal
answers of every decision), ``effects`` (costs, card use, the effect vocabulary), ``zones`` (state
layouts, card movements), ``actions`` (the action space), ``observation`` (what a player sees:
the schema), ``position`` (position specs), ``words`` (English / Japanese text), ``cards`` (the
card schema). Cards live in ``cards/*.toml``, preset decks in ``decks/*.txt``.

Rulings beyond ``mewmew.md`` (each is also stated where the code applies it):

- MM-6.4.4: each player declares once, turn player first; in their declaration a player may use
  several cards (each paid and resolved) until they pass. The seed words both declarations alike,
  so the opponent may also use several; the turn player does not get a second declaration.
  ``flag: battle_reply = "several" | "one"`` (``"one"``: the opponent uses at most one card).
- MM-1.4 ``transform_source="hand_card"``: a Character is used from hand already transformed: pick
  the Mew Mew card, then the Character, pay both costs; it arrives asleep (MM-6.2.2). Characters
  already on the field cannot transform under this flag.
- Using a card: it is declared (leaves hand), paid (MM-6.2.3), then resolved; targets are chosen
  while it resolves. A card (or ability) is usable only if every step that needs a target has one;
  a step whose target is gone by then does nothing. Equip and transform target only Characters
  their user owns (not Chimera Anima, not a borrowed Character).
- Special moves (MM-7.2) need their own Mew Mew on the user's field (awake or asleep) and a
  Chimera Anima on the opponent's; the Mew Mew does not go to sleep.
- Static battle bonuses printed on cards are added when the cards are turned over: the fighter's
  own (lost under a Mew Mew card, MM-7.1), its Mew Mew card's, its Items', the Chimera Anima's.
- MM-7.3: a Chimera Anima starts a battle with its activated ability in its owner's main step
  against any Character of the opponent (awake or asleep). It sleeps after the battle, not on
  use; the defending Character also sleeps (MM-6.4.7 holds for every battle). If the Character
  side wins, the Chimera Anima goes to the Character's controller's Chimera Anima area; if it
  loses, the Character goes to its owner's discard pile. It does not fulfil MM-6.4.1's duty.
- MM-7.6 『強引な勧誘』: take an un-transformed Character from the opponent's field onto yours as
  it is (awake/asleep, with its Items) until the end of this turn; it searches and fights for you;
  it goes home after good night. If it leaves the field it goes to its owner's zones.
- MM-7.5: 追いかけっこ returns a Character to its owner's hand, スピリッツを奪うキッシュ discards it;
  their Mew Mew card / Items follow ``attached_on_leave`` as in MM-6.4.5.
- MM-6.2.5: a card goes to sleep once its activated ability has resolved (使ったら寝かせる, as a
  Chimera Anima sleeps after the battle it started, MM-7.3); while it resolves the card is awake,
  so it is never its own "sleeping Character" to wake.
- MM-2.3 knowledge: with ``gauge_access="choose"`` the owner knows the cards they paid on top of
  their deck, in order; looked-at cards are known to their owner; battle-revealed cards at the
  bottom are known to all, until a look effect lets the owner reorder them in secret. A card put
  on top unseen (``"top_of_pile"``) makes the owner lose track of the deck top. Known cards that
  later move into a hidden zone are not tracked further.
- Refused actions: ``apply`` may be called by anyone, so its reason (addressed to
  ``current_player``) is built from public information only and never tells a hidden card.
- MM-6.5.1: the number is said publicly; with "choose" the picks are private; taking none or
  every gauge card needs no picks. MM-6.5.2: discards are chosen one at a time and are public.
- MM-5.5: "out of reach" assumes the regulation deck (5 Mew Aqua, 10 Chimera Anima).
- Draws, mills and look effects take as many cards as the deck has.
- The action space names at most 100 slots per field and night numbers 0-63 (a player has 50
  cards that can reach a field or gauge, so neither limit can be hit in a game).
"""

from cardtable.games.mewmew.game import MewMewGame

__all__ = ["MewMewGame"]
