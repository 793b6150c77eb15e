"""The "Rule variants" section of a help page, generated from the game's ``FLAGS``.

English uses each FlagSpec's own ``doc``; Japanese needs a sentence per flag, kept here (a test
fails when a game gains a flag without one). Values that contradict the Japanese source are marked
as house rules, so a player never mistakes them for the printed game.
"""

from __future__ import annotations

import cardtable
from cardtable.core.flags import FlagSpec, FlagValue

FLAG_EXPLANATIONS_JA: dict[str, dict[str, str]] = {
    "mewmew": {
        "transform_source": (
            "`mewmew_area`：ミュウミュウカード置き場のミュウミュウカードを、場のキャラクターに重ねて変身する。"
            "`hand_card`：キャラクターを変身済みの状態で手札から使用する（両方のコストを支払う）。"
        ),
        "gauge_access": (
            "`choose`：ゲージの持ち主はゲージの中身を見て、使うカード（と山札に戻す順番）を選べる。"
            "`top_of_pile`：ゲージは誰も見られず、カードは常にゲージの上から使う。"
        ),
        "max_copies": "デッキに入れられる同じカードの枚数。`none` は制限なし、`3` は3枚まで。",
        "win_check": (
            "戦闘中の勝利判定を、その戦闘の処理がすべて終わってから行う（`after_battle`）か、"
            "各処理の直後にすぐ行う（`immediate`）か。"
        ),
        "search_counts_asleep": (
            "`true`：寝ているキャラクターの捜索ポイントも合計する。`false`：起きているキャラクターだけを数える。"
        ),
        "searched_chimera_awake": (
            "`true`：捜索でめくれたキメラアニマは起きた状態で相手の場に置かれる。`false`：寝た状態で置かれる。"
        ),
        "revealed_aqua_points": (
            "戦闘でめくれたミュウアクアも、そのコストを戦闘ポイントとして数える（`cost`）か、0とする（`zero`）か。"
        ),
        "battle_reply": (
            "戦闘中の宣言で、相手プレイヤーもターン中のプレイヤーと同じく何枚でもカードを使える（`several`）か、"
            "1枚までか（`one`）。原典は両者の宣言を同じ言葉で書いているため、cardtable 独自の裁定。"
        ),
        "attached_on_leave": (
            "場を離れるキャラクターに付いていたミュウミュウカードを、ミュウミュウカード置き場に戻す"
            "（`mewmew_to_area`）か、アイテムと一緒に捨て札置き場に置く（`discard_all`）か。"
        ),
    },
    "medarot": {
        "simultaneous_loss": (
            "両プレイヤーが同時に敗北条件を満たしたとき、引き分けにする（`draw`）か、"
            "先攻プレイヤーから判定して先に満たした方を負けにする（`in_order`）か。"
        ),
        "master_modifier_below_zero": (
            "後から決まったマスターのマイナス補正がメダルを上回ったとき、敗北する（`loses`）か、"
            "メダル0で止まる（`stops_at_zero`）か。"
        ),
        "opening_order": (
            "オープニングフェイズで、先攻プレイヤーがマスター・ストック・メダロットの配置をすべて終えてから"
            "後攻プレイヤーが行う（`sequential`）か、1手順ずつ交互に行う（`step_by_step`）か。"
        ),
        "own_tie_order": (
            "同じスピードの自分のメダロットの順番を自由に決められる（`free`）か、"
            "移動方向の数・コストでも決まらない場合だけ決められる（`after_criteria`）か。"
        ),
        "speed_order": (
            "次に行動するメダロットを、その時点のスピードで決める（`dynamic`）か、"
            "アクションフェイズ開始時のスピードで決める（`fixed_at_phase_start`）か。"
        ),
        "move_timing": (
            "移動を行動の前後どちらでも行える（`before_or_after`）か、行動の後だけにする（`after_action`）か。"
        ),
        "power_transform_cost": (
            "パワー変形したメダロットが、行動するたびにメダルを1支払う（`every_action`）か、"
            "メダチェンジしたときに1回だけ支払う（`on_transform`）か。"
        ),
        "attack_face_down": (
            "`true`：裏向きのメダロットも攻撃でき、攻撃されたら表向きにする。`false`：裏向きのメダロットは攻撃できない。"
        ),
        "special_survives_untap": (
            "`true`：特殊の効果はスタートフェイズのアクティブ後も続き、そのメダロットの次の順番で終わる。"
            "`false`：スタートフェイズでタテに戻したときに終わる。"
        ),
        "action_card_limit": (
            "【行動】効果を、行動するメダロットの順番ごとに1回使える（`per_medarot_turn`）か、"
            "アクションフェイズ中にプレイヤーごとに1回だけか（`per_phase`）。"
        ),
        "stock_same_turn": (
            "このターンにストックに置いたメダロッターもストックにあり、【発動】効果を使える（`usable`）か、"
            "次のターンまで手札にあるものとして扱う（`counts_as_hand`）か。"
        ),
        "weak_destroy_when": (
            "弱破壊になる条件。`emptied`：捨てた結果手札が0枚になったとき。"
            "`short`：捨てる枚数に手札が足りないとき。`empty_before`：攻撃を受けた時点で手札が0枚のとき。"
        ),
    },
}
"""Game -> flag name -> the flag explained in Japanese (its values named as they are typed)."""

_WORDS: dict[str, tuple[str, str]] = {
    "intro": (
        "Each point the source leaves open is decided by a flag. The default is cardtable's reading "
        "of the source; to play another, start the game with `--flag NAME=VALUE` "
        "(for example `cardtable play {game} --flag {example}`). "
        "A value marked **house rule** contradicts the Japanese source: it is offered for fun, "
        "not as the printed game.",
        "原典が決めていない点は、フラグで選べます。標準値は cardtable による原典の解釈です。"
        "別のルールで遊ぶには `--flag 名前=値` を付けてゲームを始めます"
        "（例：`cardtable play {game} --flag {example}`）。"
        "**ハウスルール**と書かれた値は原典と食い違うもので、遊びとして用意したものです。",
    ),
    "values": ("values", "値"),
    "colon": (": ", "："),
    "comma": (", ", "、"),
    "note": (" ({})", "（{}）"),
    "default": ("default", "標準"),
    "house_rule": ("house rule: contradicts the source", "ハウスルール：原典と矛盾"),
}


def variants_markdown(game: str, lang: str) -> str:
    """The body of the "Rule variants" section: every flag of ``game``, its values and its rule id."""
    specs = cardtable.load_game(game).FLAGS
    example = next(f"{s.name}={_typed(c)}" for s in specs for c in s.choices if not _same(c, s.default))
    lines = [_word("intro", lang).format(game=game, example=example), ""]
    lines.extend(_flag_line(game, spec, lang) for spec in specs)
    return "\n".join(lines)


def _flag_line(game: str, spec: FlagSpec, lang: str) -> str:
    explanation = FLAG_EXPLANATIONS_JA[game][spec.name] if lang == "ja" else _sentence(spec.doc)
    colon, comma = _word("colon", lang), _word("comma", lang)
    values = []
    for choice in spec.choices:
        notes = [_word("default", lang)] if _same(choice, spec.default) else []
        if spec.is_house_rule(choice):
            notes.append(f"**{_word('house_rule', lang)}**")
        note = _word("note", lang).format(comma.join(notes)) if notes else ""
        values.append(f"`{_typed(choice)}`{note}")
    return (
        f"- **`{spec.name}`** *({spec.rule})*{colon}{explanation}  \n"
        f"  {_word('values', lang)}{colon}{comma.join(values)}"
    )


def _same(a: FlagValue, b: FlagValue) -> bool:
    """Equal and of one type, so ``True`` is not taken for ``1`` (as ``resolve_flags`` does)."""
    return a == b and type(a) is type(b)


def _typed(value: FlagValue) -> str:
    """A flag value as it is typed after ``--flag NAME=`` (see ``parse_flag_value``)."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _sentence(doc: str) -> str:
    return doc[:1].upper() + doc[1:] + ("" if doc.endswith(".") else ".")


def _word(key: str, lang: str) -> str:
    en, ja = _WORDS[key]
    return ja if lang == "ja" else en
