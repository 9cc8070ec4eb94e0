codeunit 50102 "Fixture Boom"
{
    trigger OnRun()
    begin
        BOOM := MAYBE;
    end;
    var
        Boom: Integer;
        Maybe: Integer;
}
