/** English messages of the video dialog (registered by it; part of en.ts). */
const video = {
  video: {
    unsupported: 'The video cannot be played right now. Please try again later.',
    noCompatibleSource: 'No compatible source was found for this media.',
    aspectRatio: 'Aspect ratio must be in the form width:height, e.g. 16:9.',
  },
};

export default video;
