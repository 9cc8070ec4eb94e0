codeunit 50155 "AA0198 Distinct"
{
    var
        Counter: Integer;

    procedure Count(Total: Integer)
    var
        LocalCounter: Integer;
    begin
        LocalCounter := Total;
        Counter := LocalCounter;
    end;

    // A parameter named like a global is AA0244's case.
    procedure Add(Counter: Integer)
    begin
        Counter += 1;
    end;

    procedure Suppressed()
    var
#pragma warning disable AA0198
        Counter: Integer;
#pragma warning restore AA0198
    begin
        Counter := 0;
    end;
}

codeunit 50156 "AA0198 Other Object"
{
    // The global of another object is not hidden.
    procedure Count()
    var
        Counter: Integer;
    begin
        Counter := 0;
    end;
}
