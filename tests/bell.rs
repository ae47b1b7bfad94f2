//! The bell's sound, rendered to WAV with no device (rodio's `wav_output`): long enough,
//! loud enough, and three strikes for the move.

use cinch_party::bell::{
    BELL_WAV, DeviceError, DeviceSound, Output, Ring, Sound, ring_source, synth,
};

/// Renders a ring to WAV bytes through rodio and reads the samples back.
fn render(ring: Ring, volume: u8) -> (u32, Vec<f32>) {
    let mut bytes = std::io::Cursor::new(Vec::new());
    rodio::wav_to_writer(ring_source(ring, volume), &mut bytes).unwrap();
    let reader = hound::WavReader::new(std::io::Cursor::new(bytes.into_inner())).unwrap();
    let rate = reader.spec().sample_rate;
    let samples = reader.into_samples::<f32>().map(Result::unwrap).collect();
    (rate, samples)
}

fn peak(s: &[f32]) -> f32 {
    s.iter().fold(0.0, |m, x| m.max(x.abs()))
}

fn rms(s: &[f32]) -> f32 {
    (s.iter().map(|x| x * x).sum::<f32>() / s.len().max(1) as f32).sqrt()
}

/// Moments (seconds) where the loudness in 10 ms windows jumps up sharply.
fn onsets(rate: u32, s: &[f32]) -> Vec<f32> {
    let window = (rate / 100) as usize;
    // Silence before the start, so a strike at 0 s counts.
    let energies: Vec<f32> = std::iter::once(0.0)
        .chain(s.chunks(window).map(rms))
        .collect();
    let mut found = Vec::new();
    for (i, pair) in energies.windows(2).enumerate() {
        if pair[1] > 0.05 && pair[1] > 1.8 * pair[0] {
            let at = i as f32 / 100.0;
            if found.last().is_none_or(|&last: &f32| at - last > 0.2) {
                found.push(at);
            }
        }
    }
    found
}

#[test]
fn the_committed_bell_is_what_the_generator_makes() {
    // Sample by sample, within one step of 16 bits: the maths library may round the last
    // digit differently on another system.
    let read = |bytes: &[u8]| -> Vec<i16> {
        hound::WavReader::new(bytes)
            .unwrap()
            .into_samples::<i16>()
            .map(Result::unwrap)
            .collect()
    };
    let committed = read(BELL_WAV);
    let made = read(&synth::strike_wav().unwrap());
    assert_eq!(
        committed.len(),
        made.len(),
        "run: cargo run -- make-bell assets/bell.wav"
    );
    assert!(
        committed.iter().zip(&made).all(|(a, b)| (a - b).abs() <= 1),
        "run: cargo run -- make-bell assets/bell.wav"
    );
}

#[test]
fn the_move_bell_is_three_clear_strikes() {
    let (rate, samples) = render(Ring::Move, 100);
    let seconds = samples.len() as f32 / rate as f32;
    assert!((2.6..=2.8).contains(&seconds), "{seconds} s");
    assert!(peak(&samples) > 0.8, "peak {}", peak(&samples));
    assert!(rms(&samples) > 0.1, "rms {}", rms(&samples));
    let at = onsets(rate, &samples);
    assert_eq!(at.len(), 3, "onsets at {at:?}");
    assert!(
        at[0] < 0.02 && (at[1] - 0.55).abs() < 0.02 && (at[2] - 1.10).abs() < 0.02,
        "{at:?}"
    );
}

#[test]
fn the_warning_is_one_soft_strike_and_volume_zero_is_silent() {
    let (rate, warning) = render(Ring::Warning, 100);
    let (_, moving) = render(Ring::Move, 100);
    assert_eq!(onsets(rate, &warning).len(), 1);
    assert!(peak(&warning) < 0.6 * peak(&moving));
    assert!(rms(&warning) > 0.03);
    let seconds = warning.len() as f32 / rate as f32;
    assert!((1.5..=1.7).contains(&seconds));
    let (_, silent) = render(Ring::Move, 0);
    assert_eq!(peak(&silent), 0.0);
    let (_, half) = render(Ring::Test, 50);
    let (_, full) = render(Ring::Test, 100);
    assert!((peak(&half) - peak(&full) / 2.0).abs() < 0.01);
}

/// Waits (a bounded while) for the sound thread's notice.
fn notice_of(sound: &mut DeviceSound) -> Option<cinch_party::bell::SoundOff> {
    for _ in 0..200 {
        if let Some(notice) = sound.take_notice() {
            return Some(notice);
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    None
}

#[test]
fn r_round_5_no_sound_device_gives_one_notice_in_the_hosts_words_and_rings_go_on_silently() {
    let mut sound = DeviceSound::start_with(|| {
        Err(DeviceError(
            "Failed to get the config for the given device".to_owned(),
        ))
    });
    // Rings never block nor panic, before and after the thread has given up.
    sound.ring(Ring::Move, 80);
    let notice = notice_of(&mut sound).expect("a notice");
    assert!(
        notice.message.starts_with("Sound is off: no speaker"),
        "{notice:?}"
    );
    assert!(notice.message.contains("connect speakers"), "{notice:?}");
    assert!(
        !notice.message.contains("config"),
        "the library's words stay out"
    );
    assert_eq!(
        notice.detail.as_deref(),
        Some("Failed to get the config for the given device")
    );
    for _ in 0..5 {
        sound.ring(Ring::Warning, 80);
    }
    assert_eq!(sound.take_notice(), None, "told once");
}

/// An output that records what it played, and fails on the third ring.
struct Recorder(std::sync::Arc<std::sync::Mutex<Vec<(Ring, u8)>>>);

impl Output for Recorder {
    fn play(&mut self, ring: Ring, volume: u8) -> Result<(), DeviceError> {
        let mut played = self.0.lock().unwrap();
        if played.len() == 2 {
            return Err(DeviceError("the device went away".to_owned()));
        }
        played.push((ring, volume));
        Ok(())
    }
}

#[test]
fn the_bell_plays_on_its_own_thread_and_a_device_that_fails_mid_evening_is_told_once() {
    let played = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let shared = played.clone();
    let mut sound =
        DeviceSound::start_with(move || Ok(Box::new(Recorder(shared)) as Box<dyn Output>));
    sound.ring(Ring::Move, 80);
    sound.ring(Ring::Warning, 30);
    sound.ring(Ring::Test, 50);
    let notice = notice_of(&mut sound).expect("a notice when the device fails");
    assert!(notice.message.contains("stopped working"), "{notice:?}");
    assert_eq!(
        *played.lock().unwrap(),
        [(Ring::Move, 80), (Ring::Warning, 30)]
    );
    sound.ring(Ring::Move, 80);
    assert_eq!(sound.take_notice(), None);
}
