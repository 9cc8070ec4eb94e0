codeunit 50144 "Fix Last"
{
    var
        X: Integer;

    procedure A()
    begin
        X := 1;
    end;

    // a comment that stays
    /// <summary>Computes nothing.</summary>
    [NonDebuggable]
    local procedure [=B=]()
    begin
    end;
}
