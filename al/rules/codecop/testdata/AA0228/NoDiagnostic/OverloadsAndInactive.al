codeunit 50284 "Overloads"
{
    procedure Run()
    begin
        Log('x');
    end;

    local procedure Log(Text: Text)
    begin
    end;

    local procedure Log(Number: Integer)
    begin
    end;

    local procedure Debug()
    begin
    end;

    procedure Trace()
    begin
#if DEBUG
        Debug();
#endif
    end;
}
