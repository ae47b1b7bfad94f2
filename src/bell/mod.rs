//! The bell (R-ROUND-5): three strikes for "everyone moves", one soft strike for the
//! warning before the end of a round. The sound is our own (`synth`), embedded in the
//! binary. Audio is optional: without a sound device the bell is visual only, and the
//! host is told once why. Playing happens on a thread of its own, never on the UI's.

mod device;
pub mod synth;

use std::num::NonZero;

pub use device::{DeviceError, DeviceSound, Output, open_default_output};

/// The strike, as committed in `assets/` and embedded in the program.
pub const BELL_WAV: &[u8] = include_bytes!("../../assets/bell.wav");

/// What the bell says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ring {
    /// Everyone moves: three strikes.
    Move,
    /// The last deal: one soft strike.
    Warning,
    /// The host tries the bell: one strike.
    Test,
}

/// The embedded strike, decoded; an empty sound if the asset were ever damaged.
pub fn embedded_strike() -> (u32, Vec<f32>) {
    let Ok(reader) = hound::WavReader::new(BELL_WAV) else {
        return (synth::SAMPLE_RATE, Vec::new());
    };
    let rate = reader.spec().sample_rate;
    let samples = reader
        .into_samples::<i16>()
        .map_while(Result::ok)
        .map(|s| f32::from(s) / f32::from(i16::MAX))
        .collect();
    (rate, samples)
}

/// The samples of a ring at a volume (0..=100 %): strikes laid over each other at their
/// moments, so a three-strike ring is one sound.
pub fn ring_samples(ring: Ring, volume: u8) -> (u32, Vec<f32>) {
    let (rate, strike) = embedded_strike();
    let gap = (0.55 * rate as f32) as usize;
    let (strikes, loudness) = match ring {
        Ring::Move => (3, 1.0),
        Ring::Warning => (1, 0.45),
        Ring::Test => (1, 1.0),
    };
    let gain = loudness * f32::from(volume.min(100)) / 100.0;
    let mut out = vec![0.0f32; strike.len() + gap * (strikes - 1)];
    for n in 0..strikes {
        for (slot, s) in out.iter_mut().skip(n * gap).zip(&strike) {
            *slot += s * gain;
        }
    }
    // Overlapping strikes must not clip.
    let peak = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if peak > 0.95 {
        out.iter_mut().for_each(|s| *s *= 0.95 / peak);
    }
    (rate, out)
}

/// A ring as a rodio source.
pub fn ring_source(ring: Ring, volume: u8) -> rodio::buffer::SamplesBuffer {
    let (rate, samples) = ring_samples(ring, volume);
    let rate = NonZero::new(rate).unwrap_or(NonZero::<u32>::MIN);
    rodio::buffer::SamplesBuffer::new(NonZero::<u16>::MIN, rate, samples)
}

/// Why there is no sound: what the host is told, and the system's own words (shown only
/// on request).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SoundOff {
    /// In the host's words, with what they can do.
    pub message: String,
    /// The system's reason, for the curious.
    pub detail: Option<String>,
}

/// Where the bell's sound goes.
pub trait Sound {
    /// Rings (or does nothing when there is no sound); never blocks, never panics.
    fn ring(&mut self, ring: Ring, volume: u8);
    /// A notice for the host, once: why there is no sound.
    fn take_notice(&mut self) -> Option<SoundOff>;
}

/// No sound at all (tests, or a machine without audio): the bell is visual only.
#[derive(Debug)]
pub struct NoSound {
    reason: Option<String>,
}

impl NoSound {
    /// No sound, for this reason (told to the host once, at the first ring).
    pub fn because(reason: &str) -> NoSound {
        NoSound {
            reason: Some(reason.to_owned()),
        }
    }
}

impl Sound for NoSound {
    fn ring(&mut self, _ring: Ring, _volume: u8) {}

    fn take_notice(&mut self) -> Option<SoundOff> {
        self.reason.take().map(|why| SoundOff {
            message: crate::words::msg::bell_sound_off(why),
            detail: None,
        })
    }
}
