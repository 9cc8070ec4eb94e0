codeunit 50110 "Fix Local"
{
    procedure P(): Integer
    var
        // counts things
        Kept: Integer;
        [=Dropped=]: Integer; // trailing note
        Other: Text;
    begin
        Other := '';
        exit(Kept);
    end;
}
