controladdin "Header Add-In"
{
    Scripts = 'script.js';

    event Ready()[|;|]
    procedure Render(Data: Text)[|;|]
}
