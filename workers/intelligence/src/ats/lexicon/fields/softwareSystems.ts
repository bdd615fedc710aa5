import type { FieldLexicon } from '../types';

/** Embedded, systems, hardware-near and high-performance software. A branch of software, so postings and resumes of different kinds of software work are told apart. */
export const softwareSystems: FieldLexicon = {
  field: 'software/systems',
  skills: [
    'c',
    'embedded|embedded systems|embedded software',
    'firmware',
    'rtos|real-time operating system',
    'microcontroller|microcontrollers|mcu',
    'linux kernel|kernel development',
    'device drivers|device driver',
    'fpga',
    'verilog|systemverilog|vhdl',
    'bare metal',
    'cuda',
    'low latency|low-latency',
    'high-frequency trading|hft',
    'computer graphics|graphics programming|opengl|vulkan|directx|shaders|rendering engine',
    'gpu|gpu programming|opencl',
    'compilers|compiler|llvm|language runtime|interpreters',
    'operating systems|os internals',
    'computer networking|network protocols|network programming|tcp/ip|tcp|udp|bgp|network engineering',
    'storage systems|file systems|filesystem',
    'database internals|query engine|query optimizer|storage engine',
    'hardware|asic|silicon|semiconductor|chip design|soc',
    'robotics|ros|autonomous vehicles|autonomy|slam|motion planning',
    'signal processing|dsp|audio processing|video codecs|codec',
    'simulation|simulations',
    'high performance computing|hpc|parallel computing|mpi',
  ],
  terms: [],
};
