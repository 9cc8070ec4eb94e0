pageextension 50153 "AA0218 Crlf" extends "AA0218 Page"
{
    layout
    {
        addlast(General)
        {
            field([=Extra=]; ExtraValue) { }
        }
        modify(Total)
        {
            Visible = false;
        }
    }
    actions
    {
        addafter(Post)
        {
            action([=PostExtra=]) { }
        }
    }

    var
        ExtraValue: Integer;
}
