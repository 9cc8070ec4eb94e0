codeunit 50132 "AA0074 No Suffix"
{
    var
        [=Text000=]: Label 'Something went wrong.';
        [=CannotDelete=]: TextConst ENU = 'You cannot delete this line.';
        [="Posting Text"=]: Label 'Posting %1', Comment = '%1 = document number';

    procedure Run()
    var
        [=Captions=]: array[2] of Label 'Caption';
        [=MsgHello=]: Label 'Hello';
    begin
        Message(Text000);
        Message(CannotDelete);
        Message("Posting Text", 1);
        Message(Captions[1]);
        Message(MsgHello);
    end;
}
