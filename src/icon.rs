//! The program's icon, drawn here as the bell's sound is synthesised: a white playing
//! card with a black spade and club, and a gold star over its corner, on the guest
//! display's night blue. One drawing at every size (each pixel sampled 4×4 times, so
//! the edges are smooth): the window's icon, the desktop entry's PNGs
//! (`assets/icons/`, checked against this drawing by a test), and the phones' favicon.

/// The sizes the desktop entry ships, in pixels (the ones desktops look for).
pub const SIZES: [u32; 6] = [16, 32, 48, 64, 128, 256];

/// A colour, red, green, blue, alpha.
type Rgba = [u8; 4];

const NIGHT: Rgba = [18, 26, 46, 255];
const CARD: Rgba = [250, 248, 240, 255];
const INK: Rgba = [20, 20, 24, 255];
const GOLD: Rgba = [242, 190, 36, 255];
const GOLD_EDGE: Rgba = [150, 100, 10, 255];

/// The icon at `size` × `size` pixels, as RGBA rows from the top.
pub fn rgba(size: u32) -> Vec<u8> {
    const SAMPLES: u32 = 4;
    let n = usize::try_from(size).unwrap_or(0);
    let mut out = Vec::with_capacity(n * n * 4);
    let side = size as f32;
    for py in 0..size {
        for px in 0..size {
            // Colours weighted by their alpha, so a transparent corner never darkens an
            // edge; then divided back.
            let (mut rgb, mut alpha) = ([0.0f32; 3], 0.0f32);
            for sy in 0..SAMPLES {
                for sx in 0..SAMPLES {
                    let x = (px as f32 + (sx as f32 + 0.5) / SAMPLES as f32) / side;
                    let y = (py as f32 + (sy as f32 + 0.5) / SAMPLES as f32) / side;
                    let [r, g, b, a] = colour_at(x, y);
                    let a = f32::from(a) / 255.0;
                    for (sum, v) in rgb.iter_mut().zip([r, g, b]) {
                        *sum += f32::from(v) * a;
                    }
                    alpha += a;
                }
            }
            let count = (SAMPLES * SAMPLES) as f32;
            for sum in rgb {
                let v = if alpha > 0.0 { sum / alpha } else { 0.0 };
                out.push(v.round().clamp(0.0, 255.0) as u8);
            }
            out.push((alpha / count * 255.0).round().clamp(0.0, 255.0) as u8);
        }
    }
    out
}

/// The icon's colour at a point of the unit square (x right, y down).
fn colour_at(x: f32, y: f32) -> Rgba {
    // The star over the card's top right corner, edged in dark gold.
    let (sx, sy, outer) = (0.70, 0.30, 0.25);
    if star(x, y, sx, sy, outer * 0.86) {
        return GOLD;
    }
    if star(x, y, sx, sy, outer) {
        return GOLD_EDGE;
    }
    // The card, with its two black suits.
    if rounded_rect(x, y, (0.17, 0.16, 0.70, 0.88), 0.06) {
        if spade(x, y, 0.37, 0.40, 0.24) || club(x, y, 0.50, 0.66, 0.22) {
            return INK;
        }
        return CARD;
    }
    // The night-blue tile, rounded.
    if rounded_rect(x, y, (0.02, 0.02, 0.98, 0.98), 0.18) {
        return NIGHT;
    }
    [0, 0, 0, 0]
}

/// Inside the rectangle (left, top, right, bottom) with corners of radius `r`.
fn rounded_rect(x: f32, y: f32, (l, t, r_, b): (f32, f32, f32, f32), r: f32) -> bool {
    if x < l || x > r_ || y < t || y > b {
        return false;
    }
    let cx = x.clamp(l + r, r_ - r);
    let cy = y.clamp(t + r, b - r);
    (x - cx).powi(2) + (y - cy).powi(2) <= r * r
}

fn circle(x: f32, y: f32, cx: f32, cy: f32, r: f32) -> bool {
    (x - cx).powi(2) + (y - cy).powi(2) <= r * r
}

/// Inside a polygon (even-odd rule).
fn polygon(x: f32, y: f32, points: &[(f32, f32)]) -> bool {
    let mut inside = false;
    let mut last = points.last().copied().unwrap_or_default();
    for &(px, py) in points {
        let (lx, ly) = last;
        if (py > y) != (ly > y) && x < (lx - px) * (y - py) / (ly - py) + px {
            inside = !inside;
        }
        last = (px, py);
    }
    inside
}

/// A spade of height about `s` centred at (cx, cy): an upturned heart on a stem.
fn spade(x: f32, y: f32, cx: f32, cy: f32, s: f32) -> bool {
    let lobe = 0.26 * s;
    circle(x, y, cx - 0.24 * s, cy + 0.08 * s, lobe)
        || circle(x, y, cx + 0.24 * s, cy + 0.08 * s, lobe)
        || polygon(
            x,
            y,
            &[
                (cx, cy - 0.55 * s),
                (cx - 0.49 * s, cy + 0.02 * s),
                (cx + 0.49 * s, cy + 0.02 * s),
            ],
        )
        || polygon(
            x,
            y,
            &[
                (cx, cy + 0.05 * s),
                (cx - 0.2 * s, cy + 0.5 * s),
                (cx + 0.2 * s, cy + 0.5 * s),
            ],
        )
}

/// A club of height about `s` centred at (cx, cy): three leaves on a stem.
fn club(x: f32, y: f32, cx: f32, cy: f32, s: f32) -> bool {
    let leaf = 0.22 * s;
    circle(x, y, cx, cy - 0.25 * s, leaf)
        || circle(x, y, cx - 0.24 * s, cy + 0.08 * s, leaf)
        || circle(x, y, cx + 0.24 * s, cy + 0.08 * s, leaf)
        || circle(x, y, cx, cy, 0.12 * s)
        || polygon(
            x,
            y,
            &[
                (cx, cy),
                (cx - 0.18 * s, cy + 0.5 * s),
                (cx + 0.18 * s, cy + 0.5 * s),
            ],
        )
}

/// A five-pointed star, point up, of outer radius `r` centred at (cx, cy).
fn star(x: f32, y: f32, cx: f32, cy: f32, r: f32) -> bool {
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { r } else { r * 0.45 };
            let angle = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
            (cx + radius * angle.cos(), cy + radius * angle.sin())
        })
        .collect();
    polygon(x, y, &points)
}

/// The icon for the program's windows (drawn once, then shared).
pub fn window_icon() -> std::sync::Arc<egui::IconData> {
    static ICON: std::sync::OnceLock<std::sync::Arc<egui::IconData>> = std::sync::OnceLock::new();
    ICON.get_or_init(|| {
        let size = 128;
        std::sync::Arc::new(egui::IconData {
            rgba: rgba(size),
            width: size,
            height: size,
        })
    })
    .clone()
}

/// The icon as a PNG file's bytes.
pub fn png(size: u32) -> Result<Vec<u8>, png::EncodingError> {
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, size, size);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&rgba(size))?;
    }
    Ok(bytes)
}
