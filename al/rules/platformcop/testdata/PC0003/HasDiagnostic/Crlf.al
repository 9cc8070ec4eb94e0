codeunit 50131 "PC0003 Crlf"
{
    procedure Run()
    var
        Item: Record Item;
    begin
        [=Item.SetRange(Description, '@*bolt*')=];
    end;
}
