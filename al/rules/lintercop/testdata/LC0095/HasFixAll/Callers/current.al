codeunit 50137 "LC0095 Post"
{
    procedure Post(DocumentNo: Code[20]; [=Preview=]: Boolean; [=HideDialog=]: Boolean): Boolean
    begin
        exit(DocumentNo <> '');
    end;

    procedure Describe([=Verbose=]: Boolean): Text
    begin
        exit('post');
    end;
}

codeunit 50138 "LC0095 Post Caller"
{
    procedure Run(var Header: Record "LC0095 Header")
    var
        Posting: Codeunit "LC0095 Post";
    begin
        if Posting.Post(Header."No.", false, Header.Hidden) then
            Message(Posting.Describe(true));
    end;
}

table 50139 "LC0095 Header"
{
    Caption = 'LC0095 Header';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
        field(2; Hidden; Boolean) { Caption = 'Hidden'; }
    }
}
