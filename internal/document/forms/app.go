package forms

import "context"

// Application is what was read from a funding application.
type Application struct {
	Rows  []Row `json:"rows"`
	Blank bool  `json:"blank"`
}

// ReadApplication reads a funding application.
func ReadApplication(ctx context.Context, in Input) (*Application, error) {
	return &Application{}, nil
}
