//! The sound device, driven from a thread of its own: opening it, or playing on it, can
//! be slow or fail, and neither may freeze the window or bring it down. The output is
//! opened through a function given at the start, so the tests can stand in a device that
//! is missing or that fails.

use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

use super::{Ring, Sound, SoundOff, ring_source};

/// What the sound system said when it failed, in its own words (for the tooltip of
/// "Sound off"; the host is told in plain words by `SoundOff`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DeviceError(pub String);

/// Something that plays a ring.
pub trait Output {
    /// Plays the ring (without waiting for it to end).
    fn play(&mut self, ring: Ring, volume: u8) -> Result<(), DeviceError>;
}

/// The computer's default output, through rodio.
struct DefaultOutput(rodio::MixerDeviceSink);

impl Output for DefaultOutput {
    fn play(&mut self, ring: Ring, volume: u8) -> Result<(), DeviceError> {
        let played = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let player = rodio::Player::connect_new(self.0.mixer());
            player.append(ring_source(ring, volume));
            player.detach();
        }));
        played.map_err(|_| DeviceError(crate::words::msg::bell_failed_playing()))
    }
}

/// Opens the default output device.
pub fn open_default_output() -> Result<Box<dyn Output>, DeviceError> {
    let opened = std::panic::catch_unwind(rodio::DeviceSinkBuilder::open_default_sink);
    match opened {
        Ok(Ok(mut sink)) => {
            sink.log_on_drop(false);
            Ok(Box::new(DefaultOutput(sink)))
        }
        Ok(Err(error)) => Err(DeviceError(error.to_string())),
        Err(_) => Err(DeviceError(crate::words::msg::bell_failed_starting())),
    }
}

/// The sound device, on its own thread.
pub struct DeviceSound {
    rings: Option<Sender<(Ring, u8)>>,
    notices: Receiver<SoundOff>,
    /// A notice known at once (the thread could not even start).
    pending: Option<SoundOff>,
}

/// No speaker: what the host is told, and the system's own words for the tooltip.
fn no_device(detail: DeviceError) -> SoundOff {
    SoundOff {
        message: crate::words::msg::bell_no_speaker(),
        detail: Some(detail.0),
    }
}

impl DeviceSound {
    /// Starts the sound thread on the computer's default output. If that fails the
    /// reason comes back as a notice and the bell stays visual.
    pub fn start() -> DeviceSound {
        DeviceSound::start_with(open_default_output)
    }

    /// Starts the sound thread with `open` opening the output (on that thread).
    pub fn start_with<F>(open: F) -> DeviceSound
    where
        F: FnOnce() -> Result<Box<dyn Output>, DeviceError> + Send + 'static,
    {
        let (ring_tx, ring_rx) = mpsc::channel::<(Ring, u8)>();
        let (notice_tx, notice_rx) = mpsc::channel::<SoundOff>();
        let spawned = thread::Builder::new()
            .name("bell".to_owned())
            .spawn(move || play_loop(open, &ring_rx, &notice_tx));
        let (rings, pending) = match spawned {
            Ok(_) => (Some(ring_tx), None),
            Err(error) => (
                None,
                Some(SoundOff {
                    message: crate::words::msg::bell_no_thread(),
                    detail: Some(error.to_string()),
                }),
            ),
        };
        DeviceSound {
            rings,
            notices: notice_rx,
            pending,
        }
    }
}

fn play_loop<F>(open: F, rings: &Receiver<(Ring, u8)>, notices: &Sender<SoundOff>)
where
    F: FnOnce() -> Result<Box<dyn Output>, DeviceError>,
{
    let mut output = match open() {
        Ok(output) => output,
        Err(detail) => {
            let _ = notices.send(no_device(detail));
            return;
        }
    };
    while let Ok((ring, volume)) = rings.recv() {
        if let Err(detail) = output.play(ring, volume) {
            let _ = notices.send(SoundOff {
                message: crate::words::msg::bell_sound_stopped(),
                detail: Some(detail.0),
            });
            return;
        }
    }
}

impl Sound for DeviceSound {
    fn ring(&mut self, ring: Ring, volume: u8) {
        if let Some(rings) = &self.rings
            && rings.send((ring, volume)).is_err()
        {
            // The sound thread has ended (it said why in a notice).
            self.rings = None;
        }
    }

    fn take_notice(&mut self) -> Option<SoundOff> {
        self.pending.take().or_else(|| self.notices.try_recv().ok())
    }
}
