codeunit 50131 "Exit Returns"
{
    procedure Typed(): Integer
    begin
        exit(1);
    end;

    procedure Named() Result: Boolean
    begin
        Result := true;
        exit(Result);
    end;

    procedure Bare(): Decimal
    begin
        // A bare exit returns the default value.
        exit;
    end;

    procedure NoValue()
    begin
        exit;
    end;

    procedure Empty()
    begin
        exit();
    end;
}

page 50131 "Exit Page"
{
    trigger OnQueryClosePage(CloseAction: Action): Boolean
    begin
        exit(CloseAction = Action::OK);
    end;
}
