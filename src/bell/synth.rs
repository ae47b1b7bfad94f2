//! The bell's sound, made by us: one strike of a hand bell, synthesised from a few
//! inharmonic partials that each die away exponentially, with a short click for the
//! clapper. `assets/bell.wav` is this function's output (`cinch-party make-bell`), and a
//! test checks that it still is.

use std::f32::consts::TAU;

/// The sample rate of the bell.
pub const SAMPLE_RATE: u32 = 44_100;
/// How long one strike rings, in seconds.
pub const STRIKE_SECONDS: f32 = 1.6;

/// (frequency ratio to the strike note, loudness, seconds to fall to 1/e). A bell's
/// partials are not whole multiples of the note: that is what makes it a bell and not a
/// string.
const PARTIALS: [(f32, f32, f32); 6] = [
    (0.50, 0.18, 1.10), // the hum, below the note
    (1.00, 1.00, 0.75), // the strike note
    (1.19, 0.32, 0.55), // the minor third that gives a bell its colour
    (2.00, 0.42, 0.40),
    (2.76, 0.30, 0.26),
    (5.40, 0.16, 0.12),
];
/// The strike note: E6, bright enough to cut through a room's chatter.
const NOTE_HZ: f32 = 1318.5;

/// One strike, mono, peak 0.9.
pub fn strike() -> Vec<f32> {
    let rate = SAMPLE_RATE as f32;
    let len = (STRIKE_SECONDS * rate) as usize;
    // A tiny deterministic noise source for the clapper's click.
    let mut seed: u32 = 0x2545_f491;
    let mut noise = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        (seed as f32 / u32::MAX as f32) * 2.0 - 1.0
    };
    let mut samples: Vec<f32> = (0..len)
        .map(|i| {
            let t = i as f32 / rate;
            // 3 ms to reach full loudness: a clean onset with no pop.
            let attack = (t / 0.003).min(1.0);
            let tone: f32 = PARTIALS
                .iter()
                .map(|&(ratio, loudness, decay)| {
                    loudness * (-t / decay).exp() * (TAU * NOTE_HZ * ratio * t).sin()
                })
                .sum();
            let click = 0.35 * noise() * (-t / 0.004).exp();
            // The last 50 ms fade to silence.
            let tail = ((STRIKE_SECONDS - t) / 0.05).clamp(0.0, 1.0);
            (tone * attack + click) * tail
        })
        .collect();
    let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if peak > 0.0 {
        samples.iter_mut().for_each(|s| *s *= 0.9 / peak);
    }
    samples
}

/// The strike as a 16-bit mono WAV file.
pub fn strike_wav() -> Result<Vec<u8>, hound::Error> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: SAMPLE_RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut bytes = std::io::Cursor::new(Vec::new());
    {
        let mut writer = hound::WavWriter::new(&mut bytes, spec)?;
        for s in strike() {
            let value = (s.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16;
            writer.write_sample(value)?;
        }
        writer.finalize()?;
    }
    Ok(bytes.into_inner())
}
