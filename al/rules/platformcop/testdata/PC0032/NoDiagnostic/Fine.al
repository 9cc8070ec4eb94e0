report 50268 "PC0032 Fine"
{
    DefaultRenderingLayout = Fine;

    dataset
    {
        dataitem(Customer; "PC0032 Customer2")
        {
            column(No; "No.") { }
        }
    }

    requestpage
    {
        layout
        {
            area(Content)
            {
                label(Info)
                {
                    Caption = 'This layout prints the customer statement with aging buckets, open entries, payment reminders, contact details and a remittance slip, which takes more room than the Report Layout Selection page keeps for a caption of a single layout in Business Central, as we find out';
                }
            }
        }
    }

    rendering
    {
        layout(Fine)
        {
            Type = Word;
            Caption = 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxy';
            Summary = 'Short';
            LayoutFile = 'Fine.docx';
        }
        layout(NoTexts)
        {
            Type = Word;
            LayoutFile = 'NoTexts.docx';
        }
    }
}

table 50268 "PC0032 Customer2"
{
    Caption = 'This layout prints the customer statement with aging buckets, open entries, payment reminders, contact details and a remittance slip, which takes more room than the Report Layout Selection page keeps for a caption of a single layout in Business Central, as we find out';

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
