"""The style's colour cycle stays readable under colour-vision deficiency.

Each of the first three cycle colours is passed through daltonlens's simulation of
deuteranopia and protanopia (full severity; Machado, Oliveira and Fernandes 2009, and
Brettel, Viénot and Mollon 1997), then converted to CIE L*a*b* (sRGB, D65) and compared
pairwise with the CIE76 colour difference (the Euclidean distance in L*a*b*).

Threshold: 20. A CIE76 difference of about 2.3 is just noticeable for two large patches
side by side; thin lines and small markers in a legend need far more, and 20 (about ten
just-noticeable differences) is the margin we ask for. The old cycle (blue 1f77b4, red
e03131, green 2f9e44) fails it: its red and green fall to 15 under simulated deuteranopia,
while the Okabe-Ito blue, vermillion and bluish green stay above 35.
"""

import itertools

import matplotlib
import numpy as np
import pytest
from daltonlens import simulate

import lightsout.figures  # noqa: F401  (applies the book's style)
from lightsout.validation import STYLE_FILE

MIN_DELTA_E = 20.0
OLD_CYCLE = ["1f77b4", "e03131", "2f9e44"]
SIMULATORS = {
    "Machado 2009": simulate.Simulator_Machado2009(),
    "Brettel 1997": simulate.Simulator_Brettel1997(),
}
DEFICIENCIES = {
    "deuteranopia": simulate.Deficiency.DEUTAN,
    "protanopia": simulate.Deficiency.PROTAN,
}


def _rgb255(colours) -> np.ndarray:
    return np.array(
        [[int(h.lstrip("#")[i : i + 2], 16) for i in (0, 2, 4)] for h in colours],
        dtype=np.uint8,
    )


def lab(rgb255: np.ndarray) -> np.ndarray:
    """CIE L*a*b* (D65 white) of sRGB colours given as 0..255 integers, one per row."""
    rgb = np.asarray(rgb255, dtype=float) / 255
    linear = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    to_xyz = np.array(
        [
            [0.4124, 0.3576, 0.1805],
            [0.2126, 0.7152, 0.0722],
            [0.0193, 0.1192, 0.9505],
        ]
    )
    xyz = linear @ to_xyz.T / np.array([0.95047, 1.0, 1.08883])
    delta = 6 / 29
    f = np.where(xyz > delta**3, np.cbrt(xyz), xyz / (3 * delta**2) + 4 / 29)
    return np.stack(
        [116 * f[:, 1] - 16, 500 * (f[:, 0] - f[:, 1]), 200 * (f[:, 1] - f[:, 2])],
        axis=1,
    )


def smallest_difference(colours, simulator, deficiency) -> tuple[float, tuple]:
    """The smallest pairwise CIE76 difference of the colours as seen with the deficiency."""
    seen = simulator.simulate_cvd(_rgb255(colours)[None, :, :], deficiency, 1.0)[0]
    points = lab(seen)
    return min(
        (float(np.linalg.norm(points[i] - points[j])), (colours[i], colours[j]))
        for i, j in itertools.combinations(range(len(colours)), 2)
    )


def _cycle_of_style() -> list[str]:
    params = matplotlib.rc_params_from_file(STYLE_FILE, use_default_template=False)
    return [
        matplotlib.colors.to_hex(c)[1:]
        for c in params["axes.prop_cycle"].by_key()["color"]
    ]


def test_lab_matches_known_values():
    """White is L* = 100, black 0, and sRGB red is (53.24, 80.09, 67.20) (CIE76 references)."""
    got = lab(_rgb255(["ffffff", "000000", "ff0000"]))
    assert np.allclose(got[0], [100, 0, 0], atol=0.05)
    assert np.allclose(got[1], [0, 0, 0], atol=0.05)
    assert np.allclose(got[2], [53.24, 80.09, 67.20], atol=0.1)


def test_the_style_applied_is_the_style_file():
    assert _cycle_of_style()[:3] == [
        matplotlib.colors.to_hex(c)[1:]
        for c in matplotlib.rcParams["axes.prop_cycle"].by_key()["color"][:3]
    ]


@pytest.mark.parametrize("simulator", SIMULATORS)
@pytest.mark.parametrize("deficiency", DEFICIENCIES)
def test_first_three_cycle_colours_stay_apart(deficiency, simulator):
    cycle = _cycle_of_style()[:3]
    got, pair = smallest_difference(
        cycle, SIMULATORS[simulator], DEFICIENCIES[deficiency]
    )
    assert got > MIN_DELTA_E, (
        f"under simulated {deficiency} ({simulator}) the cycle colours {pair} differ by "
        f"only {got:.1f} (CIE76); at least {MIN_DELTA_E} is required"
    )


def test_the_old_cycle_fails_the_same_check():
    """The check has teeth: red e03131 and green 2f9e44 merge for deuteranopes."""
    got, pair = smallest_difference(
        OLD_CYCLE, SIMULATORS["Machado 2009"], DEFICIENCIES["deuteranopia"]
    )
    assert got < MIN_DELTA_E and set(pair) == {"e03131", "2f9e44"}
    normal = lab(_rgb255(OLD_CYCLE))
    assert np.linalg.norm(normal[1] - normal[2]) > 80  # far apart for normal vision


def test_ring_colour_differs_from_both_cell_colours_in_greyscale():
    """The press ring (vermillion) is 25+ L* units from yellow and from charcoal cells."""
    from lightsout.figures import RING_COLOUR

    lightness = lab(_rgb255([RING_COLOUR, "ffd43b", "2b2b2b"]))[:, 0]
    assert abs(lightness[0] - lightness[1]) > 25
    assert abs(lightness[0] - lightness[2]) > 25
