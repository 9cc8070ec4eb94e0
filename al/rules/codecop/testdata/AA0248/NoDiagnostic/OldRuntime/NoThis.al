codeunit 50100 "My Codeunit"
{
    var
        Counter: Integer;

    procedure Run()
    begin
        // Before runtime 14.0 there is no `this`.
        Counter := 1;
    end;
}
