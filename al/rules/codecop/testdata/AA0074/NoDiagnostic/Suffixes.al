codeunit 50133 "AA0074 Suffixes"
{
    var
        HelloMsg: Label 'Hello';
        GetTok: Label 'GET', Locked = true;
        CannotDeleteErr: Label 'You cannot delete this line.';
        DeleteQst: Label 'Delete?';
        NameLbl: Label 'Name';
        PostingTxt: TextConst ENU = 'Posting';
        "Posting Description Txt": Label 'Posting';
        UppercaseERR: Label 'Upper case suffix';
        NotAText: Text;

    procedure Run()
    var
#pragma warning disable AA0074
        Text001: Label 'Suppressed';
#pragma warning restore AA0074
    begin
        Message(HelloMsg);
        Message(GetTok);
        Message(CannotDeleteErr);
        Message(DeleteQst);
        Message(NameLbl);
        Message(PostingTxt);
        Message("Posting Description Txt");
        Message(UppercaseERR);
        Message(Text001);
        NotAText := '';
    end;
}
