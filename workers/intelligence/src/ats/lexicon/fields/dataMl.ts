import type { FieldLexicon } from '../types';

/** Machine learning and AI: a branch of data work, told apart from analytics and data engineering. */
export const dataMl: FieldLexicon = {
  field: 'data/ml',
  skills: [
    'machine learning|ml',
    'deep learning',
    '~artificial intelligence|ai',
    'generative ai|genai|gen ai',
    'large language models|large language model|llm|llms',
    'natural language processing|nlp',
    'computer vision',
    'reinforcement learning',
    'retrieval augmented generation|rag',
    'prompt engineering',
    'pytorch',
    'tensorflow|keras',
    'jax',
    'scikit-learn|sklearn|scikit learn',
    'hugging face|huggingface|transformers',
    'xgboost|lightgbm',
    'mlops|ml ops|model deployment',
    'mlflow|kubeflow|sagemaker|vertex ai',
    'feature engineering',
    'recommendation systems|recommender systems|recommendation',
  ],
  terms: [],
};
