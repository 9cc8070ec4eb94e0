page 50191 "AW0016 Fine"
{
    layout
    {
        area(Content)
        {
            group(General)
            {
                field(Subject; Subject) { }
            }
            group(Message)
            {
                Caption = 'Message';
                field(Body; Body)
                {
                    ShowCaption = false;
                    MultiLine = true;
                    ExtendedDatatype = RichContent;
                }
            }
        }
    }

    var
        Subject, Body : Text;
}
