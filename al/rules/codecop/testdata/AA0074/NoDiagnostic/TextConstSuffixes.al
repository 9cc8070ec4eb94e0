codeunit 50160 "Text Constants"
{
    var
        GetTok: Label 'GET', Locked = true;
        PostedTxt: TextConst ENU = 'Posted';
        ChoicesQst: TextConst ENU = 'Ship,Invoice';

    procedure Show()
    var
    begin
    end;
}
