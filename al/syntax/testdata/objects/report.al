report 50105 "Demo Order Report"
{
    Caption = 'Demo Orders';
    DefaultRenderingLayout = Rdlc;
    ProcessingOnly = false;

    dataset
    {
        dataitem(Order; "Demo Order")
        {
            DataItemTableView = sorting("No.");
            RequestFilterFields = "No.", Status;
            column(No; "No.") { IncludeCaption = true; }
            column(Amount; Amount) { }
            dataitem(Line; "Demo Line")
            {
                DataItemLink = "Order No." = field("No.");
                column(LineAmount; Amount) { }

                trigger OnAfterGetRecord()
                begin
                    if Amount = 0 then
                        CurrReport.Skip();
                end;
            }

            trigger OnPreDataItem()
            begin
                SetRange(Status, Status::Open);
            end;
        }
    }

    requestpage
    {
        SaveValues = true;

        layout
        {
            area(Content)
            {
                group(Options)
                {
                    field(ShowDetails; ShowDetails) { ApplicationArea = All; }
                }
            }
        }

        actions
        {
            area(Processing) { }
        }

        trigger OnOpenPage()
        begin
            ShowDetails := true;
        end;
    }

    rendering
    {
        layout(Rdlc)
        {
            Type = RDLC;
            LayoutFile = './Layouts/DemoOrder.rdlc';
        }
        layout(Word)
        {
            Type = Word;
            LayoutFile = './Layouts/DemoOrder.docx';
        }
    }

    labels
    {
        TitleLbl = 'Orders', Comment = 'Report title';
        PageLbl = 'Page';
    }

    var
        ShowDetails: Boolean;

    trigger OnPreReport()
    begin
    end;
}
