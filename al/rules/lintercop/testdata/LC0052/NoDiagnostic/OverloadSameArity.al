codeunit 50216 "Label Counter"
{
    procedure CountAll()
    begin
        Add(1);
        Skip;
    end;

    internal procedure Add(Quantity: Integer)
    begin
    end;

    // The same number of parameters: which one a call binds needs the
    // argument's type, so both count as used.
    internal procedure Add(LabelText: Text)
    begin
    end;

    internal procedure Skip()
    begin
    end;

    internal procedure Skip(Count: Integer)
    begin
        Skip();
    end;

    procedure SkipMany()
    begin
        Skip(3);
    end;
}
